(define (problem plan_trial_gmem_0027)
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
        Egg_bar__plus_00_dot_94_bar__plus_01_dot_00_bar__minus_00_dot_22 - object
        Pot_bar__plus_00_dot_95_bar__plus_01_dot_00_bar__minus_00_dot_23 - object
        Tomato_bar__plus_01_dot_07_bar__plus_01_dot_73_bar__minus_01_dot_33 - object
        Plate_bar__minus_01_dot_20_bar__plus_01_dot_02_bar__minus_00_dot_68 - object
        Cup_bar__minus_01_dot_19_bar__plus_01_dot_02_bar__minus_00_dot_69 - object
        Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 - receptacle
        Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 - receptacle
        CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 - receptacle
        CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 - receptacle
        Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 - receptacle
        Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 - receptacle
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 CabinetType)
        (receptacleType Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 CounterTopType)
        (receptacleType CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 CounterTopType)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 DrawerType)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 DrawerType)
        (receptacleType Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 FridgeType)
        (receptacleType Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 MicrowaveType)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 ShelfType)
        (objectType Egg_bar__plus_00_dot_94_bar__plus_01_dot_00_bar__minus_00_dot_22 EggType)
        (objectType Pot_bar__plus_00_dot_95_bar__plus_01_dot_00_bar__minus_00_dot_23 PotType)
        (objectType Tomato_bar__plus_01_dot_07_bar__plus_01_dot_73_bar__minus_01_dot_33 TomatoType)
        (objectType Plate_bar__minus_01_dot_20_bar__plus_01_dot_02_bar__minus_00_dot_68 PlateType)
        (objectType Cup_bar__minus_01_dot_19_bar__plus_01_dot_02_bar__minus_00_dot_69 CupType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType CupType)
        (canContain ShelfType PlateType)
        (canContain ShelfType PotType)
        (pickupable Egg_bar__plus_00_dot_94_bar__plus_01_dot_00_bar__minus_00_dot_22)
        (cleanable Egg_bar__plus_00_dot_94_bar__plus_01_dot_00_bar__minus_00_dot_22)
        (heatable Egg_bar__plus_00_dot_94_bar__plus_01_dot_00_bar__minus_00_dot_22)
        (coolable Egg_bar__plus_00_dot_94_bar__plus_01_dot_00_bar__minus_00_dot_22)
        (sliceable Egg_bar__plus_00_dot_94_bar__plus_01_dot_00_bar__minus_00_dot_22)
        (pickupable Pot_bar__plus_00_dot_95_bar__plus_01_dot_00_bar__minus_00_dot_23)
        (isReceptacleObject Pot_bar__plus_00_dot_95_bar__plus_01_dot_00_bar__minus_00_dot_23)
        (cleanable Pot_bar__plus_00_dot_95_bar__plus_01_dot_00_bar__minus_00_dot_23)
        (coolable Pot_bar__plus_00_dot_95_bar__plus_01_dot_00_bar__minus_00_dot_23)
        (pickupable Tomato_bar__plus_01_dot_07_bar__plus_01_dot_73_bar__minus_01_dot_33)
        (cleanable Tomato_bar__plus_01_dot_07_bar__plus_01_dot_73_bar__minus_01_dot_33)
        (heatable Tomato_bar__plus_01_dot_07_bar__plus_01_dot_73_bar__minus_01_dot_33)
        (coolable Tomato_bar__plus_01_dot_07_bar__plus_01_dot_73_bar__minus_01_dot_33)
        (sliceable Tomato_bar__plus_01_dot_07_bar__plus_01_dot_73_bar__minus_01_dot_33)
        (pickupable Plate_bar__minus_01_dot_20_bar__plus_01_dot_02_bar__minus_00_dot_68)
        (isReceptacleObject Plate_bar__minus_01_dot_20_bar__plus_01_dot_02_bar__minus_00_dot_68)
        (cleanable Plate_bar__minus_01_dot_20_bar__plus_01_dot_02_bar__minus_00_dot_68)
        (heatable Plate_bar__minus_01_dot_20_bar__plus_01_dot_02_bar__minus_00_dot_68)
        (coolable Plate_bar__minus_01_dot_20_bar__plus_01_dot_02_bar__minus_00_dot_68)
        (pickupable Cup_bar__minus_01_dot_19_bar__plus_01_dot_02_bar__minus_00_dot_69)
        (isReceptacleObject Cup_bar__minus_01_dot_19_bar__plus_01_dot_02_bar__minus_00_dot_69)
        (cleanable Cup_bar__minus_01_dot_19_bar__plus_01_dot_02_bar__minus_00_dot_69)
        (heatable Cup_bar__minus_01_dot_19_bar__plus_01_dot_02_bar__minus_00_dot_69)
        (coolable Cup_bar__minus_01_dot_19_bar__plus_01_dot_02_bar__minus_00_dot_69)
        (openable Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72)
        (openable Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65)
        (openable Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (openable Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Egg_bar__plus_00_dot_94_bar__plus_01_dot_00_bar__minus_00_dot_22 CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21)
        (inReceptacle Pot_bar__plus_00_dot_95_bar__plus_01_dot_00_bar__minus_00_dot_23 CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21)
        (inReceptacle Tomato_bar__plus_01_dot_07_bar__plus_01_dot_73_bar__minus_01_dot_33 Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (inReceptacle Plate_bar__minus_01_dot_20_bar__plus_01_dot_02_bar__minus_00_dot_68 CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64)
        (inReceptacle Cup_bar__minus_01_dot_19_bar__plus_01_dot_02_bar__minus_00_dot_69 CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 loc_bar_0_bar_5_bar_1_bar_0)
        (receptacleAtLocation Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (objectAtLocation Egg_bar__plus_00_dot_94_bar__plus_01_dot_00_bar__minus_00_dot_22 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Pot_bar__plus_00_dot_95_bar__plus_01_dot_00_bar__minus_00_dot_23 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Tomato_bar__plus_01_dot_07_bar__plus_01_dot_73_bar__minus_01_dot_33 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (objectAtLocation Plate_bar__minus_01_dot_20_bar__plus_01_dot_02_bar__minus_00_dot_68 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (objectAtLocation Cup_bar__minus_01_dot_19_bar__plus_01_dot_02_bar__minus_00_dot_69 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
