(define (problem plan_trial_gmem_0016)
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
        Plate_bar__minus_01_dot_72_bar__plus_00_dot_02_bar__minus_00_dot_97 - object
        Pot_bar__plus_00_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_13 - object
        Tomato_bar__minus_00_dot_49_bar__plus_00_dot_06_bar__plus_00_dot_92 - object
        Bowl_bar__minus_00_dot_48_bar__plus_00_dot_06_bar__plus_00_dot_91 - object
        Cup_bar__plus_00_dot_77_bar__plus_01_dot_87_bar__minus_00_dot_45 - object
        Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 - receptacle
        CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 - receptacle
        DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 - receptacle
        DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 - receptacle
        Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 - receptacle
        Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 - receptacle
        Microwave_bar__minus_02_dot_01_bar__plus_00_dot_69_bar__minus_03_dot_69 - receptacle
        SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 - receptacle
        Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_1_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_11_bar_2_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar_1_bar_0_bar_1_bar_0 - location
        loc_bar_1_bar_0_bar_1_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 CounterTopType)
        (receptacleType DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 DiningTableType)
        (receptacleType DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 DiningTableType)
        (receptacleType Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 DrawerType)
        (receptacleType Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 FridgeType)
        (receptacleType Microwave_bar__minus_02_dot_01_bar__plus_00_dot_69_bar__minus_03_dot_69 MicrowaveType)
        (receptacleType SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 SideTableType)
        (receptacleType Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin SinkBasinType)
        (objectType Plate_bar__minus_01_dot_72_bar__plus_00_dot_02_bar__minus_00_dot_97 PlateType)
        (objectType Pot_bar__plus_00_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_13 PotType)
        (objectType Tomato_bar__minus_00_dot_49_bar__plus_00_dot_06_bar__plus_00_dot_92 TomatoType)
        (objectType Bowl_bar__minus_00_dot_48_bar__plus_00_dot_06_bar__plus_00_dot_91 BowlType)
        (objectType Cup_bar__plus_00_dot_77_bar__plus_01_dot_87_bar__minus_00_dot_45 CupType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CupType)
        (canContain SideTableType PlateType)
        (canContain SideTableType PotType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (pickupable Plate_bar__minus_01_dot_72_bar__plus_00_dot_02_bar__minus_00_dot_97)
        (isReceptacleObject Plate_bar__minus_01_dot_72_bar__plus_00_dot_02_bar__minus_00_dot_97)
        (cleanable Plate_bar__minus_01_dot_72_bar__plus_00_dot_02_bar__minus_00_dot_97)
        (heatable Plate_bar__minus_01_dot_72_bar__plus_00_dot_02_bar__minus_00_dot_97)
        (coolable Plate_bar__minus_01_dot_72_bar__plus_00_dot_02_bar__minus_00_dot_97)
        (pickupable Pot_bar__plus_00_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_13)
        (isReceptacleObject Pot_bar__plus_00_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_13)
        (cleanable Pot_bar__plus_00_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_13)
        (coolable Pot_bar__plus_00_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_13)
        (pickupable Tomato_bar__minus_00_dot_49_bar__plus_00_dot_06_bar__plus_00_dot_92)
        (cleanable Tomato_bar__minus_00_dot_49_bar__plus_00_dot_06_bar__plus_00_dot_92)
        (heatable Tomato_bar__minus_00_dot_49_bar__plus_00_dot_06_bar__plus_00_dot_92)
        (coolable Tomato_bar__minus_00_dot_49_bar__plus_00_dot_06_bar__plus_00_dot_92)
        (sliceable Tomato_bar__minus_00_dot_49_bar__plus_00_dot_06_bar__plus_00_dot_92)
        (pickupable Bowl_bar__minus_00_dot_48_bar__plus_00_dot_06_bar__plus_00_dot_91)
        (isReceptacleObject Bowl_bar__minus_00_dot_48_bar__plus_00_dot_06_bar__plus_00_dot_91)
        (cleanable Bowl_bar__minus_00_dot_48_bar__plus_00_dot_06_bar__plus_00_dot_91)
        (coolable Bowl_bar__minus_00_dot_48_bar__plus_00_dot_06_bar__plus_00_dot_91)
        (pickupable Cup_bar__plus_00_dot_77_bar__plus_01_dot_87_bar__minus_00_dot_45)
        (isReceptacleObject Cup_bar__plus_00_dot_77_bar__plus_01_dot_87_bar__minus_00_dot_45)
        (cleanable Cup_bar__plus_00_dot_77_bar__plus_01_dot_87_bar__minus_00_dot_45)
        (heatable Cup_bar__plus_00_dot_77_bar__plus_01_dot_87_bar__minus_00_dot_45)
        (coolable Cup_bar__plus_00_dot_77_bar__plus_01_dot_87_bar__minus_00_dot_45)
        (openable Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (openable Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13)
        (openable Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (openable Microwave_bar__minus_02_dot_01_bar__plus_00_dot_69_bar__minus_03_dot_69)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Plate_bar__minus_01_dot_72_bar__plus_00_dot_02_bar__minus_00_dot_97 DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96)
        (inReceptacle Pot_bar__plus_00_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_13 CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11)
        (inReceptacle Tomato_bar__minus_00_dot_49_bar__plus_00_dot_06_bar__plus_00_dot_92 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (inReceptacle Bowl_bar__minus_00_dot_48_bar__plus_00_dot_06_bar__plus_00_dot_91 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (inReceptacle Cup_bar__plus_00_dot_77_bar__plus_01_dot_87_bar__minus_00_dot_45 Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_72_bar__plus_01_dot_82_bar__minus_00_dot_40 loc_bar_1_bar_0_bar_1_bar_0)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 loc_bar_1_bar_0_bar_1_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 loc_bar_0_bar_1_bar_0_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_73_bar__minus_00_dot_03_bar__minus_00_dot_96 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_71_bar__plus_00_dot_77_bar__minus_00_dot_13 loc_bar__minus_1_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__minus_02_dot_01_bar__plus_00_dot_69_bar__minus_03_dot_69 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin loc_bar_1_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Plate_bar__minus_01_dot_72_bar__plus_00_dot_02_bar__minus_00_dot_97 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (objectAtLocation Pot_bar__plus_00_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_13 loc_bar_1_bar_0_bar_1_bar_30)
        (objectAtLocation Tomato_bar__minus_00_dot_49_bar__plus_00_dot_06_bar__plus_00_dot_92 loc_bar_0_bar_1_bar_0_bar_30)
        (objectAtLocation Bowl_bar__minus_00_dot_48_bar__plus_00_dot_06_bar__plus_00_dot_91 loc_bar_0_bar_1_bar_0_bar_30)
        (objectAtLocation Cup_bar__plus_00_dot_77_bar__plus_01_dot_87_bar__minus_00_dot_45 loc_bar_1_bar_0_bar_1_bar_0)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
