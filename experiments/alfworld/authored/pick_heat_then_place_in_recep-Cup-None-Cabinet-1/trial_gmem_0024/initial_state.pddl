(define (problem plan_trial_gmem_0024)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Cup_bar__minus_00_dot_07_bar__plus_01_dot_20_bar__minus_00_dot_01 - object
        Apple_bar__minus_00_dot_22_bar__plus_01_dot_74_bar__minus_02_dot_55 - object
        Potato_bar__minus_00_dot_05_bar__plus_01_dot_20_bar__minus_00_dot_03 - object
        Egg_bar__minus_00_dot_04_bar__plus_01_dot_20_bar__minus_00_dot_04 - object
        Pan_bar__minus_00_dot_03_bar__plus_01_dot_20_bar__minus_00_dot_05 - object
        Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46 - receptacle
        CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 - receptacle
        Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 - receptacle
        Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 - receptacle
        Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 - receptacle
        Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar__minus_5_bar__minus_6_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar__minus_7_bar_1_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar_3_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar__minus_7_bar_2_bar__minus_30 - location
        loc_bar_5_bar__minus_6_bar_2_bar_30 - location
        loc_bar_7_bar__minus_5_bar_2_bar_30 - location
        loc_bar_7_bar__minus_7_bar_3_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46 CabinetType)
        (receptacleType CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 CounterTopType)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 DrawerType)
        (receptacleType Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 DrawerType)
        (receptacleType Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 MicrowaveType)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 ShelfType)
        (receptacleType Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 ShelfType)
        (receptacleType Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin SinkBasinType)
        (objectType Cup_bar__minus_00_dot_07_bar__plus_01_dot_20_bar__minus_00_dot_01 CupType)
        (objectType Apple_bar__minus_00_dot_22_bar__plus_01_dot_74_bar__minus_02_dot_55 AppleType)
        (objectType Potato_bar__minus_00_dot_05_bar__plus_01_dot_20_bar__minus_00_dot_03 PotatoType)
        (objectType Egg_bar__minus_00_dot_04_bar__plus_01_dot_20_bar__minus_00_dot_04 EggType)
        (objectType Pan_bar__minus_00_dot_03_bar__plus_01_dot_20_bar__minus_00_dot_05 PanType)
        (canContain CabinetType CupType)
        (canContain CabinetType PanType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType CupType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (pickupable Cup_bar__minus_00_dot_07_bar__plus_01_dot_20_bar__minus_00_dot_01)
        (isReceptacleObject Cup_bar__minus_00_dot_07_bar__plus_01_dot_20_bar__minus_00_dot_01)
        (cleanable Cup_bar__minus_00_dot_07_bar__plus_01_dot_20_bar__minus_00_dot_01)
        (heatable Cup_bar__minus_00_dot_07_bar__plus_01_dot_20_bar__minus_00_dot_01)
        (coolable Cup_bar__minus_00_dot_07_bar__plus_01_dot_20_bar__minus_00_dot_01)
        (pickupable Apple_bar__minus_00_dot_22_bar__plus_01_dot_74_bar__minus_02_dot_55)
        (cleanable Apple_bar__minus_00_dot_22_bar__plus_01_dot_74_bar__minus_02_dot_55)
        (heatable Apple_bar__minus_00_dot_22_bar__plus_01_dot_74_bar__minus_02_dot_55)
        (coolable Apple_bar__minus_00_dot_22_bar__plus_01_dot_74_bar__minus_02_dot_55)
        (sliceable Apple_bar__minus_00_dot_22_bar__plus_01_dot_74_bar__minus_02_dot_55)
        (pickupable Potato_bar__minus_00_dot_05_bar__plus_01_dot_20_bar__minus_00_dot_03)
        (cleanable Potato_bar__minus_00_dot_05_bar__plus_01_dot_20_bar__minus_00_dot_03)
        (heatable Potato_bar__minus_00_dot_05_bar__plus_01_dot_20_bar__minus_00_dot_03)
        (coolable Potato_bar__minus_00_dot_05_bar__plus_01_dot_20_bar__minus_00_dot_03)
        (sliceable Potato_bar__minus_00_dot_05_bar__plus_01_dot_20_bar__minus_00_dot_03)
        (pickupable Egg_bar__minus_00_dot_04_bar__plus_01_dot_20_bar__minus_00_dot_04)
        (cleanable Egg_bar__minus_00_dot_04_bar__plus_01_dot_20_bar__minus_00_dot_04)
        (heatable Egg_bar__minus_00_dot_04_bar__plus_01_dot_20_bar__minus_00_dot_04)
        (coolable Egg_bar__minus_00_dot_04_bar__plus_01_dot_20_bar__minus_00_dot_04)
        (sliceable Egg_bar__minus_00_dot_04_bar__plus_01_dot_20_bar__minus_00_dot_04)
        (pickupable Pan_bar__minus_00_dot_03_bar__plus_01_dot_20_bar__minus_00_dot_05)
        (isReceptacleObject Pan_bar__minus_00_dot_03_bar__plus_01_dot_20_bar__minus_00_dot_05)
        (cleanable Pan_bar__minus_00_dot_03_bar__plus_01_dot_20_bar__minus_00_dot_05)
        (coolable Pan_bar__minus_00_dot_03_bar__plus_01_dot_20_bar__minus_00_dot_05)
        (openable Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20)
        (openable Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20)
        (openable Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Cup_bar__minus_00_dot_07_bar__plus_01_dot_20_bar__minus_00_dot_01 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (inReceptacle Apple_bar__minus_00_dot_22_bar__plus_01_dot_74_bar__minus_02_dot_55 Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53)
        (inReceptacle Potato_bar__minus_00_dot_05_bar__plus_01_dot_20_bar__minus_00_dot_03 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (inReceptacle Egg_bar__minus_00_dot_04_bar__plus_01_dot_20_bar__minus_00_dot_04 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (inReceptacle Pan_bar__minus_00_dot_03_bar__plus_01_dot_20_bar__minus_00_dot_05 CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_68_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar_2_bar__minus_7_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_46 loc_bar_4_bar__minus_7_bar_2_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_08_bar__plus_01_dot_15_bar_00_dot_00 loc_bar_3_bar_0_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_71_bar__minus_02_dot_20 loc_bar_7_bar__minus_7_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_95_bar__plus_00_dot_83_bar__minus_02_dot_20 loc_bar_1_bar__minus_7_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__minus_00_dot_24_bar__plus_01_dot_69_bar__minus_02_dot_53 loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_54_bar__minus_02_dot_56 loc_bar_5_bar__minus_6_bar_2_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_80_bar__plus_00_dot_87_bar__minus_02_dot_56 loc_bar_7_bar__minus_5_bar_2_bar_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_90_bar__plus_00_dot_97_bar__minus_01_dot_50_bar_SinkBasin loc_bar__minus_5_bar__minus_6_bar_3_bar_30)
        (objectAtLocation Cup_bar__minus_00_dot_07_bar__plus_01_dot_20_bar__minus_00_dot_01 loc_bar_3_bar_0_bar_3_bar_30)
        (objectAtLocation Apple_bar__minus_00_dot_22_bar__plus_01_dot_74_bar__minus_02_dot_55 loc_bar__minus_1_bar__minus_7_bar_2_bar__minus_30)
        (objectAtLocation Potato_bar__minus_00_dot_05_bar__plus_01_dot_20_bar__minus_00_dot_03 loc_bar_3_bar_0_bar_3_bar_30)
        (objectAtLocation Egg_bar__minus_00_dot_04_bar__plus_01_dot_20_bar__minus_00_dot_04 loc_bar_3_bar_0_bar_3_bar_30)
        (objectAtLocation Pan_bar__minus_00_dot_03_bar__plus_01_dot_20_bar__minus_00_dot_05 loc_bar_3_bar_0_bar_3_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
